"""When to retry a chat request, and how long to wait first.

Kept apart from the HTTP code because it is policy a user tunes (``--max-retries``,
``--max-wait``) and tests pin down, while the transport around it changes for other reasons.

A wait is the server's ``Retry-After`` when it sends one, else exponential backoff with
jitter (half fixed, half random, so a burst of 429s from many episodes does not come back in
lockstep). Either way it never exceeds ``max_wait``: a server asking for ``Retry-After: 3600``
would otherwise park every episode for an hour per retry, whatever ``--timeout`` says.
"""

from __future__ import annotations

import email.utils
import random
from dataclasses import dataclass, field
from datetime import datetime, timezone

__all__ = ["RETRY_STATUSES", "RetryPolicy", "Wait", "parse_retry_after"]

# Statuses worth another try: timeouts, conflicts, rate limits, overloaded or flaky upstreams
# (5xx, and Cloudflare's 52x in front of hosted APIs). 401/403/404 and other 4xx are final.
RETRY_STATUSES = frozenset({408, 409, 425, 429, 500, 502, 503, 504, 520, 521, 522, 523, 524, 529})


def parse_retry_after(value: str | None) -> float | None:
    """Retry-After in seconds (a number, or an HTTP date); None when absent or unreadable."""
    if not value:
        return None
    value = value.strip()
    try:
        seconds = float(value)
    except ValueError:
        pass
    else:
        return max(0.0, seconds) if seconds == seconds else None  # NaN is unreadable
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return max(0.0, (when - datetime.now(timezone.utc)).total_seconds())


@dataclass(frozen=True)
class Wait:
    """How long to wait before a retry; ``asked`` is the Retry-After that ``max_wait`` cut short."""

    seconds: float
    asked: float | None = None

    @property
    def capped(self) -> bool:
        return self.asked is not None


@dataclass
class RetryPolicy:
    """Bounded retries: ``max_retries`` after the first try, each wait at most ``max_wait`` seconds."""

    max_retries: int = 4
    max_wait: float = 30.0
    backoff_base: float = 0.5
    backoff_max: float = 30.0
    random: random.Random = field(default_factory=random.Random, repr=False)

    def wait(self, attempt: int, retry_after: float | None = None) -> Wait:
        """The wait before retry number ``attempt + 1`` (``attempt`` counts from 0)."""
        if retry_after is not None:
            # Up to 10 % on top of what the server asked, so waiting episodes do not return at once.
            seconds = retry_after * (1.0 + 0.1 * self.random.random())
            if retry_after > self.max_wait:
                return Wait(self.max_wait, asked=retry_after)
            return Wait(min(seconds, self.max_wait))
        ceiling = min(self.backoff_max, self.backoff_base * (2 ** min(attempt, 32)))
        return Wait(min(ceiling * (0.5 + 0.5 * self.random.random()), self.max_wait))
