# Run with `python -m sample_app` from tests/apps.
import sys

from .cli import main

if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
