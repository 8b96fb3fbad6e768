"""The paired design: which traits an audit may vary, the episodes it plays, and the agents that play them.

Every episode of an audit is an episode ``triagesim run`` would play (the same case, episode
number, seed, nurse persona, models and patient persona, ``batch.choose_personas``) with one
persona field set to one level. The levels of one trait in one base episode form a *pair*
(a set, for a trait of three or more levels): the reference level and each other level.

Held fixed inside a pair, beyond the personas: the agents' random choices. Every agent seeds
them from the run id it is reset with (``seeds``), and the episodes of a pair need run ids of
their own (one artifact file each), so the audit's agents are reset with, and observe, the
*base* run id, the one ``run`` would give that episode (``PairSeeded``). A pair's episodes
then differ in the trait and in what the trait itself changes, not in which phrasings or
which hedges the random streams happened to pick.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ..agents.base import reset_agent
from ..batch import EpisodeAgents, Job
from ..errors import InputError
from ..personas import (
    ENGLISH,
    ETHNICITIES,
    NURSE_TRAITS,
    PATIENT_TRAITS,
    RATE_BANDS,
    NursePersona,
    PatientPersona,
)

__all__ = [
    "AuditTrait",
    "AUDITABLE",
    "CASE_DECIDED",
    "PLACEBO",
    "parse_trait",
    "audit_run_id",
    "pair_id",
    "audit_jobs",
    "with_level",
    "PairSeeded",
    "AuditAgents",
]

#: Every trait an audit may vary (``role.field``) and its closed vocabulary of levels: the persona
#: behaviour tables' levels (``personas.traits``; a rate by its band name) and the factorial design's
#: ethnicities.
AUDITABLE: dict[str, tuple[str, ...]] = {
    **{f"patient.{name}": tuple(trait.levels) for name, trait in PATIENT_TRAITS.items()},
    "patient.ethnicity": tuple(ETHNICITIES),
    **{f"nurse.{name}": tuple(trait.levels) for name, trait in NURSE_TRAITS.items()},
}

#: Persona fields the case decides (``personas.fit_patient_persona``): varying them would contradict
#: the sex and age the nurse reads at the desk.
CASE_DECIDED = {"patient.gender": "the case's sex", "patient.age_group": "the case's age"}


@dataclass(frozen=True)
class AuditTrait:
    """One varied trait: ``role.field`` and its levels, the first the reference."""

    name: str
    levels: tuple[str, ...]
    placebo: bool = False

    @property
    def role(self) -> str:
        return self.name.split(".", 1)[0]

    @property
    def field(self) -> str:
        return self.name.split(".", 1)[1]

    @property
    def reference(self) -> str:
        return self.levels[0]

    def as_dict(self) -> dict[str, Any]:
        return {"trait": self.name, "levels": list(self.levels), "reference": self.reference, "placebo": self.placebo}


#: The built-in placebo (``--placebo``): the nurse's name, which carries no clinical meaning. Both
#: names replace the drawn nurse's own, so the pair differs in nothing else; a pipeline whose levels
#: move with it is reacting to noise, and its real effects of that size mean nothing.
PLACEBO = AuditTrait("nurse.name", ("Sam Taylor", "Alex Kim"), placebo=True)


def parse_trait(text: str) -> AuditTrait:
    """``patient.pain_expression=accurate,minimizing`` as an ``AuditTrait``; ``InputError`` naming
    ``--trait`` and what is wrong otherwise."""
    name, sep, listed = text.partition("=")
    name = name.strip()
    if not sep or not name:
        raise InputError(f"--trait {text!r}: expected ROLE.FIELD=REFERENCE,LEVEL[,...] "
                         "(e.g. patient.pain_expression=accurate,minimizing)")
    if name in CASE_DECIDED:
        raise InputError(f"--trait {name}: decided by {CASE_DECIDED[name]}, so an audit cannot vary it without "
                         "changing the case; vary a trait of how the patient speaks instead")
    if name not in AUDITABLE:
        raise InputError(f"--trait {name}: not a trait an audit can vary; known: {', '.join(AUDITABLE)}")
    levels = tuple(level.strip() for level in listed.split(","))
    vocabulary = AUDITABLE[name]
    unknown = [level for level in levels if level not in vocabulary]
    if unknown:
        raise InputError(f"--trait {name}: level {unknown[0]!r} is not one of its levels ({', '.join(vocabulary)})")
    if len(set(levels)) < len(levels):
        raise InputError(f"--trait {name}: a level is named twice ({', '.join(levels)})")
    if len(levels) < 2:
        raise InputError(f"--trait {name}: needs a reference level and at least one more to compare with it "
                         f"(e.g. {name}={vocabulary[0]},{vocabulary[-1]})")
    return AuditTrait(name, levels)


_UNSAFE = re.compile(r"[^A-Za-z0-9.-]+")


def audit_run_id(base_run_id: str, trait: AuditTrait, level: str) -> str:
    """The artifact name of one level of one pair: the base episode's run id, the trait and the level."""
    return f"{base_run_id}__{trait.name}.{_UNSAFE.sub('-', level).strip('-')}"


def pair_id(base_run_id: str, trait: AuditTrait) -> str:
    """What the episodes of one pair share: the base episode and the trait."""
    return f"{base_run_id}__{trait.name}"


def audit_jobs(
    base_jobs: Iterable[Job], traits: Sequence[AuditTrait], planned: list[tuple[str, str]] | None = None
) -> Iterator[Job]:
    """Every level of every trait for each base job, a pair's episodes one after another (an interruption
    leaves at most the pairs in flight incomplete). Each job's ``metadata["audit"]`` is its pairing, which
    its artifact records. ``planned`` collects (base run id, case id) as the base jobs are read: the
    statistics find the pairs from them afterwards, without reading the cases twice."""
    for base in base_jobs:
        if planned is not None:
            planned.append((base.run_id, base.case.case_id))
        for trait in traits:
            for level in trait.levels:
                pairing = {
                    "pair_id": pair_id(base.run_id, trait),
                    "trait": trait.name,
                    "level": level,
                    "reference": trait.reference,
                    "placebo": trait.placebo,
                    "base_run_id": base.run_id,
                }
                yield Job(base.case, base.episode, base.seed, base.algorithm, audit_run_id(base.run_id, trait, level),
                          metadata={"audit": pairing})


def with_level(nurse: NursePersona, patient: PatientPersona, trait: str, level: str) -> tuple[NursePersona, PatientPersona]:
    """The personas with ``trait`` set to ``level``, and only what follows from it.

    A rate takes its band's typical value (what the factorial design gives it). English
    proficiency brings the first language along: English for a native speaker; for any other
    level the persona's own other language, or none named when it had English (a persona of
    limited English cannot have English as first language, and the audit does not invent one).
    """
    role, name = trait.split(".", 1)
    persona: NursePersona | PatientPersona = nurse if role == "nurse" else patient
    value: Any = RATE_BANDS[name][level].typical if role == "patient" and name in RATE_BANDS else level
    update: dict[str, Any] = {name: value}
    if role == "patient" and name == "language_proficiency":
        own = patient.first_language if patient.first_language != ENGLISH else None
        update["first_language"] = ENGLISH if level == "native" else own
    changed = type(persona).model_validate({**persona.model_dump(), **update})
    return (changed, patient) if role == "nurse" else (nurse, changed)  # type: ignore[return-value]


class PairSeeded:
    """An agent that plays its episode under the pair's run id: reset with it and shown it in every
    observation, so the random choices it seeds from the run id are the pair's, not the episode's.

    Everything else (``persona``, ``describe``, ``usage``, ``extract``) is the wrapped agent's, so the
    artifact describes the agent as it is. An LLM agent's log lines name the pair's run id.
    """

    def __init__(self, agent: Any, seed_id: str) -> None:
        self.agent = agent
        self.seed_id = seed_id

    def __getattr__(self, name: str) -> Any:
        return getattr(self.agent, name)

    def reset(self, *, run_id: str, seed: int) -> None:
        reset_agent(self.agent, run_id=self.seed_id, seed=seed)

    async def act(self, observation: Any) -> Any:
        return await self.agent.act(observation.model_copy(update={"run_id": self.seed_id}))


@dataclass
class AuditAgents:
    """The agents of each audit episode (``make_agents``): the run's agents, with the job's trait level
    set on its personas and seeded as its pair. Plain data, so Dask workers rebuild them too."""

    episodes: EpisodeAgents

    def __call__(self, job: Job) -> tuple[Any, Any, Any]:
        pairing = (job.metadata or {})["audit"]
        nurse, patient = with_level(*self.episodes.personas(job), pairing["trait"], pairing["level"])
        agents = self.episodes.agents(job, nurse, patient)
        return tuple(PairSeeded(agent, pairing["base_run_id"]) for agent in agents)  # type: ignore[return-value]

    def backend(self) -> Any:
        return self.episodes.backend()

    async def aclose(self) -> None:
        await self.episodes.aclose()
