"""The answer record every builder returns: the intent, its primary sentence and optional extras."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Answer:
    intent: str
    primary: str
    extras: list[str] = field(default_factory=list)
    disclosure: bool = False
