"""The report page in a real headless Chromium (Playwright driving Debian's chromium, or Playwright's own).

The page must open from disk with no console error and no request but its own file, and the
viewer must open an episode and highlight the utterance a belief fact came from. Screenshots
are saved under the test's tmp_path; with TRIAGESIM_UPDATE_SCREENSHOTS=1 they are also copied
to docs/images/ for the README.

Without a browser the tests skip, except under CI (``CI`` set), where .ci/run installs one and
a missing browser is a failure, not a silent skip.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # a real headless Chromium
playwright_api = pytest.importorskip("playwright.sync_api")

from test_report_stats import make_runs  # noqa: E402

from triagesim.report import build_report  # noqa: E402

DOCS_IMAGES = Path(__file__).resolve().parents[1] / "docs" / "images"
# Flags that keep Chromium from reaching out on its own (updates, sync, safe browsing): the
# test asserts the page makes no request, so the browser must not make any either.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


def _executable() -> str | None:
    for candidate in (os.environ.get("TRIAGESIM_CHROMIUM"), shutil.which("chromium"), shutil.which("chromium-browser")):
        if candidate and Path(candidate).exists():
            return candidate
    return None  # Playwright's own download, if `python -m playwright install chromium` was run


@pytest.fixture(scope="module")
def browser(report_page):
    # after the report: `triagesim run` uses asyncio.run, which cannot start inside Playwright's loop
    with playwright_api.sync_playwright() as playwright:
        try:
            launched = playwright.chromium.launch(executable_path=_executable(), args=CHROMIUM_ARGS)
        except playwright_api.Error as error:
            if os.environ.get("CI"):
                pytest.fail(f"no headless Chromium under CI: {error}")
            pytest.skip(f"no headless Chromium here (apt-get install chromium): {str(error).splitlines()[0]}")
        yield launched
        launched.close()


@pytest.fixture(scope="module")
def study(tmp_path_factory) -> tuple[Path, Path]:
    return make_runs(tmp_path_factory.mktemp("html"))


@pytest.fixture(scope="module")
def report_page(study) -> Path:
    offline, noisy = study
    root = offline.parent
    here = Path.cwd()
    os.chdir(root)  # folders named as a user names them ("offline", not a temporary path): the page shows them
    try:
        build_report([Path("offline"), Path("noisy")], Path("report"),
                     labels={"protocol nurse": Path("offline"), "random nurse": Path("noisy")}, from_cases=True, replicates=200)
    finally:
        os.chdir(here)
    return root / "report" / "index.html"


#: The window the first screen is judged in: a laptop's browser, 1,400 px wide and 1,000 tall.
FIRST_SCREEN = {"width": 1400, "height": 1000}


def _open(browser, page_path: Path, *, fragment: str = ""):
    page = browser.new_page(viewport=FIRST_SCREEN)
    problems: list[str] = []
    requests: list[str] = []
    page.on("console", lambda message: problems.append(f"{message.type}: {message.text}") if message.type in ("error", "warning") else None)
    page.on("pageerror", lambda error: problems.append(f"pageerror: {error}"))
    page.on("requestfailed", lambda request: problems.append(f"failed: {request.url}"))
    page.on("request", lambda request: requests.append(request.url))
    page.goto(page_path.as_uri() + fragment)
    page.wait_for_load_state("load")
    return page, problems, requests


def _keep(page, tmp_path: Path, name: str) -> None:
    shot = tmp_path / name
    page.screenshot(path=str(shot))
    assert shot.stat().st_size > 10_000
    if os.environ.get("TRIAGESIM_UPDATE_SCREENSHOTS"):
        DOCS_IMAGES.mkdir(parents=True, exist_ok=True)
        shutil.copy(shot, DOCS_IMAGES / name)


def test_page_loads_from_disk_without_errors_or_network(browser, report_page, tmp_path):
    page, problems, requests = _open(browser, report_page)
    try:
        assert problems == []
        assert requests == [report_page.as_uri()]  # nothing but the page itself: no CDN, no image, no font
        assert page.locator("#overall-table tbody tr").count() >= 8
        assert page.locator("#plots figure svg").count() >= 3  # plots are inline
        assert page.locator("#groups table").count() >= 2  # run folders and persona traits
        assert "random nurse" in page.locator("#groups").inner_text()
        page.evaluate("window.scrollTo(0, 0)")
        _keep(page, tmp_path, "report.png")
    finally:
        page.close()


def test_the_first_screen_answers_how_good_and_where_it_fails(browser, report_page, tmp_path):
    """The top 1,000 px of a 1,400-wide window hold the summary table, the confusion matrix and the worst
    misses; the groups, collapsed by trait, come after."""
    page, problems, _ = _open(browser, report_page)
    try:
        page.evaluate("window.scrollTo(0, 0)")
        for selector in ("#overall-table", "#confusion-table", "#worst-misses"):
            box = page.locator(selector).bounding_box()
            assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= FIRST_SCREEN["height"], (selector, box)
            assert box["x"] + box["width"] <= FIRST_SCREEN["width"], (selector, box)
        misses = page.locator("#worst-misses li")
        assert misses.count() >= 3  # the random nurse under-triages often
        first = misses.first.inner_text()
        shift = [int(part.strip("(+)")) for part in first.split() if part.startswith("(+")][0]
        assert shift == max(int(text.split("(+")[1].rstrip(")")) for text in misses.all_inner_texts())
        assert page.locator("#confusion-table td.under").count() == 10 and page.locator("#confusion-table td.hit").count() == 5
        shot = tmp_path / "first-screen.png"
        page.screenshot(path=str(shot))  # the viewport: exactly the first screen
        assert shot.stat().st_size > 10_000
        # below: one collapsed line per split, each with its forest plot; only the run folders open
        splits = page.locator("#groups details.split")
        assert splits.count() >= 3 and page.locator("#groups details.split[open]").count() == 1
        assert page.locator('#groups details.split[data-split="run"]').get_attribute("open") is not None
        assert page.locator("#groups details.split figure svg").count() == splits.count()
        assert page.locator("#groups").bounding_box()["y"] > page.locator("#worst-misses").bounding_box()["y"]
        assert problems == []
    finally:
        page.close()


def test_a_worst_miss_opens_its_transcript(browser, report_page):
    page, problems, _ = _open(browser, report_page)
    try:
        link = page.locator("#worst-misses li a").first
        case = link.inner_text().split()[0]
        link.click()
        viewer = page.locator("#viewer")
        viewer.wait_for(state="visible")
        assert f"case {case}" in viewer.inner_text()
        assert "under" in page.locator("#episode-list tr.open td.mark").inner_text()
        assert problems == []
    finally:
        page.close()


def test_the_episode_list_sorts_and_filters(browser, report_page):
    page, problems, _ = _open(browser, report_page)
    try:
        rows = page.locator("#episode-list tbody tr")
        total = rows.count()
        header = rows.first.locator("td")
        assert header.count() == 8  # run, episode, case, complaint, true, assigned, mark, turns
        assert rows.first.locator("td").nth(3).inner_text().strip()  # the complaint
        page.select_option("#episode-mark", "under")
        under = page.locator('#episode-list tbody tr:visible')
        assert 0 < under.count() < total
        assert all(mark.startswith("under +") for mark in under.locator("td.mark").all_inner_texts())
        assert f"{under.count()} of {total}" in page.locator("#episode-count").inner_text()
        page.select_option("#episode-mark", "")
        page.fill("#episode-filter", "ts-001")
        assert 0 < page.locator("#episode-list tbody tr:visible").count() < total
        page.fill("#episode-filter", "")
        mark = page.locator('#episode-list th:has-text("mark") button')
        mark.click()  # ascending: over-triage first, the largest under-triage last
        values = [int(v) for v in page.locator("#episode-list tbody td.mark").evaluate_all(
            "cells => cells.map(c => c.getAttribute('data-value')).filter(v => v !== '')")]
        assert values == sorted(values) and values[0] < 0 < values[-1]
        mark.click()
        values = [int(v) for v in page.locator("#episode-list tbody td.mark").evaluate_all(
            "cells => cells.map(c => c.getAttribute('data-value')).filter(v => v !== '')")]
        assert values == sorted(values, reverse=True)
        assert page.locator("#episode-list th[aria-sort=descending]").inner_text().startswith("mark")
        assert problems == []
    finally:
        page.close()


def test_viewer_opens_an_episode_and_a_fact_highlights_its_utterance(browser, report_page, tmp_path):
    page, problems, _ = _open(browser, report_page)
    try:
        row = page.locator("#episode-list tbody tr").nth(3)
        run_id = row.locator("td").nth(1).inner_text()
        row.click()
        viewer = page.locator("#viewer")
        assert viewer.is_visible()
        assert run_id in viewer.locator("h2").inner_text()
        assert page.locator("#transcript .utt").count() >= 2
        assert page.locator("#step-chart polyline.level-line").get_attribute("points").count(",") >= 2
        assert page.locator("#final-explanation").inner_text().strip()
        assert page.locator(".highlight").count() == 0
        fact = page.locator('#belief li.fact[data-source^="u"]').first
        source = fact.get_attribute("data-source")
        fact.click()
        highlighted = page.locator(".highlight")
        assert highlighted.count() >= 1
        assert highlighted.first.get_attribute("data-evidence") == source
        assert "patient" in highlighted.first.get_attribute("class") or "companion" in highlighted.first.get_attribute("class")
        # another fact moves the highlight
        vital = page.locator('#belief li.fact[data-source^="v-"]').first
        vital.click()
        assert page.locator(".highlight").first.get_attribute("data-evidence") == vital.get_attribute("data-source")
        fact.click()
        assert "undefined" not in page.locator("#belief").inner_text()
        page.evaluate("document.getElementById('viewer').scrollIntoView(); window.scrollBy(0, -40)")
        assert problems == []
        _keep(page, tmp_path, "viewer.png")
    finally:
        page.close()


def test_episode_link_opens_the_viewer_directly(browser, report_page):
    page, problems, _ = _open(browser, report_page)
    try:
        page.locator("#episode-list tbody tr").first.click()
        fragment = page.evaluate("location.hash")
        assert fragment.startswith("#episode=")
    finally:
        page.close()
    page, problems, _ = _open(browser, report_page, fragment=fragment)
    try:
        assert page.locator("#viewer").is_visible()
        assert page.locator("#episode-list tr.open").count() == 1
        assert problems == []
    finally:
        page.close()


def test_transcript_text_cannot_inject_markup(browser, study, tmp_path):
    import json

    root = tmp_path / "inject"
    offline = root / "runs"
    offline.mkdir(parents=True)
    for source in sorted(study[0].glob("*.json"))[:3]:
        shutil.copy(source, offline / source.name)
    path = sorted(offline.glob("*.json"))[0]
    artifact = json.loads(path.read_text(encoding="utf-8"))
    artifact["transcript"][0]["text"] = artifact["history"][1]["utterance"] = "</script><img src=x onerror=alert(1)>"
    for event in artifact["history"]:
        if event.get("actor") == "patient":
            event["utterance"] = "<b>bold</b></script><script>window.pwned=1</script>"
            break
    path.write_text(json.dumps(artifact), encoding="utf-8")
    build_report([offline], root / "report", replicates=20)
    page, problems, requests = _open(browser, root / "report" / "index.html")
    try:
        page.locator(f'#episode-list tbody tr:has-text("{artifact["run_id"]}")').click()
        assert page.evaluate("window.pwned === undefined")
        assert "<b>bold</b>" in page.locator("#transcript").inner_text()
        assert requests == [(root / "report" / "index.html").as_uri()]
        assert problems == []
    finally:
        page.close()


def test_a_belief_value_that_fails_a_sanity_check_is_flagged_in_the_viewer(browser, study, tmp_path):
    """An age recorded as the complaint's duration (as case ts-014's "I'm 67 years old" once was) is marked."""
    import json

    runs = tmp_path / "suspect" / "runs"
    runs.mkdir(parents=True)
    for source in sorted(study[0].glob("*.json"))[:2]:
        shutil.copy(source, runs / source.name)
    path = sorted(runs.glob("*.json"))[0]
    artifact = json.loads(path.read_text(encoding="utf-8"))
    artifact["belief"]["duration"] = [{"value": "67 years", "polarity": "present", "source": "patient", "turn": 0,
                                        "certainty": 0.6, "evidence": "I've got chest pain. I'm 67 years old."},
                                       *artifact["belief"]["duration"]]
    path.write_text(json.dumps(artifact), encoding="utf-8")
    build_report([runs], tmp_path / "suspect" / "report", replicates=20)
    page, problems, _ = _open(browser, tmp_path / "suspect" / "report" / "index.html")
    try:
        page.locator(f'#episode-list tbody tr:has-text("{artifact["run_id"]}")').click()
        flagged = page.locator("#belief li.fact.suspect")
        assert flagged.count() == 1
        assert flagged.inner_text().startswith("67 years") and "states an age" in flagged.inner_text()
        assert "fails a sanity check" in page.locator("#suspect-note").inner_text()
        page.locator(f'#episode-list tbody tr:not(:has-text("{artifact["run_id"]}"))').first.click()
        assert page.locator("#belief li.fact.suspect").count() == 0 and page.locator("#suspect-note").count() == 0
        assert problems == []
    finally:
        page.close()
