"""``triagesim audit``: a counterfactual persona audit (paired episodes that differ in one trait)."""

from __future__ import annotations

import argparse

from .common import MAX_BOOTSTRAP, count
from .run import add_episode_options, finish, open_batch, play
from .usage import add_command


def register(commands: argparse._SubParsersAction) -> None:
    audit = add_command(
        commands, "audit", "counterfactual persona audit: the same episodes once per trait level, everything else fixed",
        examples=(
            "triagesim audit --trait patient.pain_expression=accurate,minimizing --out audits/pain",
            "triagesim audit --trait nurse.experience_level=expert,novice --placebo --limit 10 --out audits/experience",
        ),
        notes="Writes the paired episodes, audit.json and a page to open; re-running the same command resumes.",
    )
    audit.add_argument("--trait", action="append", default=[], metavar="ROLE.FIELD=REF,LEVEL[,...]",
                       help="a trait to vary and its levels, the first the reference, e.g. "
                            "patient.pain_expression=accurate,minimizing (repeatable)")
    audit.add_argument("--placebo", action="store_true",
                       help="also vary the nurse's name, which has no clinical meaning: its effect should come out null")
    audit.add_argument("--bootstrap", type=count(1, MAX_BOOTSTRAP), default=1000, metavar="N", help="bootstrap replicates")
    audit.add_argument("--bootstrap-seed", type=int, default=0, help="bootstrap seed")
    audit.add_argument("--bootstrap-unit", choices=("pair", "case"), default="pair",
                       help="what the bootstrap resamples: each pair (as McNemar's test assumes), or each "
                            "case with all its pairs (wider when a case's episodes behave alike)")
    add_episode_options(audit, out=None)
    audit.set_defaults(handler=audit_command)


def audit_command(args: argparse.Namespace) -> int:
    from ..audit.design import PLACEBO, AuditAgents, audit_jobs, parse_trait
    from ..audit.results import AUDIT_PAGE, build_audit, write_audit
    from ..batch import plan_jobs
    from ..errors import InputError
    from ..folders.artifacts import AUDIT_FILE
    from ..scoring.aggregate import percent

    if not args.trait:
        raise InputError("--trait: name at least one trait to vary, e.g. --trait patient.pain_expression=accurate,minimizing")
    traits = [parse_trait(text) for text in args.trait]
    names = [trait.name for trait in traits]
    if len(set(names)) < len(names):
        twice = next(name for name in names if names.count(name) > 1)
        raise InputError(f"--trait {twice}: given twice; name each trait once with all its levels")
    if args.placebo:
        traits.append(PLACEBO)
    batch = open_batch(args, design={"design": "audit"})
    planned: list[tuple[str, str]] = []
    base = plan_jobs(batch.cases, episodes_per_case=args.episodes_per_case, seed=args.seed, algorithm=args.algorithm)
    per_base = sum(len(trait.levels) for trait in traits)
    total = None if batch.case_count is None else batch.case_count * args.episodes_per_case * per_base
    summary = play(audit_jobs(base, traits, planned), batch, args, total=total,
                   make_agents=AuditAgents(batch.agents), label="audit")
    if summary.signal is not None or summary.fatal:
        return finish(summary, batch, args)  # nothing to compare yet: the same command resumes
    audit = build_audit(
        batch.folder, batch.config.fingerprint, planned, traits, episodes_per_case=args.episodes_per_case,
        run_config=batch.run_config, replicates=args.bootstrap, seed=args.bootstrap_seed, unit=args.bootstrap_unit,
    )
    write_audit(batch.folder, audit)
    code = finish(summary, batch, args)
    for row in audit["comparisons"]:
        shift, under = row["level_shift"], row["under_triage"]
        interval = "" if not shift["ci95"] else f" [{shift['ci95'][0]:+.3f}, {shift['ci95'][1]:+.3f}]"
        value = "n/a" if shift["value"] is None else f"{shift['value']:+.3f}"
        p = "n/a" if under["p"] is None else f"{under['p']:.3g} (Holm {under['p_holm']:.3g})"
        print(
            f"{row['trait']} {row['level']} vs {row['reference']}{' (placebo)' if row['placebo'] else ''}: "
            f"{row['pairs']} pairs, {row['dropped']} dropped | level shift {value}{interval}, "
            f"changed {percent(row['changed']['value'])} | under-triage {percent(under['reference'])} -> "
            f"{percent(under['level'])}, McNemar p {p}"
        )
    print(f"audit: {batch.folder.location.child(AUDIT_FILE)} | open {batch.folder.location.child(AUDIT_PAGE)}")
    return code
