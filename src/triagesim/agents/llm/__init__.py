"""The LLM agents: nurse, patient and belief extractor (``nurse``, ``patient``, ``extractor``),
their prompts (``prompts``) and the factory that builds them for a run (``factory``).

Nothing is imported here, so ``triagesim.agents.llm.prompts`` can be read (by the rater, the
tests) without importing the agents and the HTTP client.
"""
