"""``python -m triagesim`` is the ``triagesim`` command."""

import sys

from .cli import main

sys.exit(main())
