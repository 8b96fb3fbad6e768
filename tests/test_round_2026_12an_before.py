"""Before the 2026-12an sets were read, from probes of the 2026-12am rows (training data by then): a part cut off that the
story says is in a bag on ice is brought in, so "have you brought the missing part?" is answered with where it is, never
"No, I don't have it with me"."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case  # noqa: E402


def test_a_part_kept_on_ice_is_said_to_be_brought_in() -> None:
    winch = case("winch", 31, "M", "Finger caught in a winch",
                 "A 31-year-old man caught his left hand in a winch rope an hour ago. His ring finger has come off at the middle "
                 "knuckle and the severed part is in a sandwich bag packed on ice. The stump is wrapped in a bloodied tea towel.")
    said = ask(winch, "Have you brought the missing part with you, and what first aid has it had?")
    assert said == "Yes, the severed part is in a sandwich bag packed on ice."


def test_a_fresh_injury_told_without_its_time_is_hours_old() -> None:
    """The thirty-sixth read's T26: "about three days ago" for a fishhook still in the thumb, straight from the jetty."""
    hook = case("hook", 58, "M", "Fishhook in his thumb",
                "A 58-year-old man has come straight from the jetty with a treble fishhook embedded in the pad of his right thumb. "
                "The line has been cut. He is otherwise well.")
    said = ask(hook, "When did this happen?")
    assert "hour" in said or "today" in said or "this morning" in said, said
    assert not any(word in said for word in ("days", "yesterday", "last night")), said


def test_a_bleeding_that_has_stopped_is_not_still_bleeding() -> None:
    stump = case("stump", 31, "M", "Finger caught in a winch",
                 "A 31-year-old man caught his left hand in a winch rope an hour ago. The stump is wrapped in a bloodied tea towel "
                 "but is no longer actively bleeding.")
    assert ask(stump, "Is it still bleeding?") == "No, the bleeding has stopped now."
    assert ask(stump, "Has it stopped bleeding?") == "Yes, the bleeding has stopped now."


def test_a_burn_over_two_parts_is_placed_on_both() -> None:
    scald = case("scald", 1.25, "F", "Pulled a kettle over herself",
                 "A 15-month-old girl pulled a just-boiled kettle over herself. There is red, blistered, peeling skin over the front of "
                 "her chest and down her left arm to the elbow.", companion="mother")
    assert ask(scald, "Where is the burn?") == "It's at the front of her chest and her left arm."
