"""Scoring many episodes: ``aggregate`` holds every summary figure, once.

The run summary (``batch``), ``triagesim evaluate`` (``evaluation``) and ``triagesim report``
all import their figures from here, so the package sits below all three and reads nothing but
``triagesim.utils`` output: ``utils`` scores one episode (the metrics spec), ``aggregate`` turns
many episodes' scores into the figures every command shows.
"""
