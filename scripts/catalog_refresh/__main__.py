"""`python3 scripts/catalog_refresh …` runs the command line (or `python3 -m catalog_refresh` with scripts/ on the path)."""

import pathlib
import sys

if not __package__:
    # Run as a folder, Python puts the folder itself first on the path; the package and its sibling
    # embed_data.py are found from its parent, scripts/.
    sys.path[0] = str(pathlib.Path(__file__).resolve().parent.parent)

from catalog_refresh.cli import main  # noqa: E402

sys.exit(main())
