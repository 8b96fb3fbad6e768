"""The triage scales as the LLM nurse is told them: ESI decision points and ATS categories.

The clinical content is data (``clinical/data/esi.yaml``, ``ats.yaml``, ``assessment.yaml``,
checked and resolved by ``triagesim.clinical.scales``); this module only lays it out as
prompt text. Thresholds come from ``vitals.yaml`` and graded presentations from
``presentations.yaml``, so the prompt and the protocol nurse agree.
"""

from __future__ import annotations

from ....clinical.scales import ATS_GUIDE, AVPU, CHILD_LIMITS, ESI_GUIDE, AtsGuide, EsiGuide

__all__ = ["ESI_RULES", "ATS_RULES", "AVPU_TEXT", "CHILD_LIMITS_TEXT", "esi_rules", "ats_rules"]


def esi_rules(guide: EsiGuide = ESI_GUIDE) -> str:
    """The ESI decision points A-D, then the paediatric fever rules."""
    lines = [guide.intro, ""]
    for point in guide.points:
        lines.append(f"{point.point}. {point.question}")
        for item_list in point.lists:
            lines.append(f"   {item_list.label}: {'; '.join(item_list.items)}.")
        lines.extend(f"   {note}" for note in point.notes)
        lines.append(f"   {point.outcome}")
    lines += ["", f"{guide.fever_title}:"]
    for band in guide.fever_bands:
        value = f"{band.temp_f:g} °F ({band.temp_c:.1f} °C)"
        temperature = f"of {value} or more" if band.comparison == ">=" else f"above {value}"
        lines.append(f"- {band.ages} with a temperature {temperature}: {band.rule}.")
    lines += ["", guide.closing]
    return "\n".join(lines)


def ats_rules(guide: AtsGuide = ATS_GUIDE) -> str:
    """The ATS categories, one paragraph each: number, name, wait, descriptors."""
    lines = [guide.intro, ""]
    for category in guide.categories:
        lines.append(f"{category.category} {category.name} ({category.wait}): {'; '.join(category.descriptors)}.")
    lines.append("")
    lines.extend(guide.notes)
    lines += ["", guide.closing]
    return "\n".join(lines)


ESI_RULES: str = esi_rules()
ATS_RULES: str = ats_rules()
AVPU_TEXT: str = (
    "AVPU, the quick check of consciousness at the first look: "
    + "; ".join(f"{letter} = {meaning}" for letter, meaning in AVPU.items())
    + "."
)
CHILD_LIMITS_TEXT: str = (
    "The heart-rate, breathing-rate and blood-pressure numbers in these meanings are for adults. "
    "For an infant or child:\n" + "\n".join(f"- {line}" for line in CHILD_LIMITS)
)
