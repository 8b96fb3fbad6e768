"""``triagesim audit``: does changing only who the patient is change the triage level?

A counterfactual persona audit. For each case and episode, one episode per level of a trait,
everything else held fixed (``design``): the same case, seed, nurse persona, models, the other
patient traits and even the agents' random choices. The difference within a pair isolates the
trait, and paired statistics (``stats``: bootstrap intervals, exact McNemar and sign tests,
Holm's correction) need far fewer episodes than comparing factorially sampled groups. A
built-in placebo (the nurse's name) shows what a null effect looks like in the same pipeline.

- ``design``: the auditable traits and their levels, the paired jobs, the agents that play them;
- ``measures``: what is compared, read from one artifact (level, under-triage, turns, words,
  private facts told);
- ``stats``: the effects, their intervals and tests;
- ``results``: from the audit folder to ``audit.json``, the forest plot and ``audit.html``
  (drawn by ``report``, which also shows the section for an audit folder it reads).

The episodes are played by ``batch`` like any run's, so every agent (offline, LLM, mixed) and
every executor (local, Dask) work, and an interrupted audit resumes where it stopped.
"""
