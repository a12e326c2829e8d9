"""The command line: `python3 scripts/catalog_refresh merge RECORD.json …` and `… device-specs DIR …`."""

from __future__ import annotations

import argparse
import json
import pathlib
import sys

from . import __doc__ as package_doc
from .catalog import CATALOG, EMBED, Catalog, Contradiction, InputError, read_documents
from .device_specs import DEVICE_SPECS_REPO, device_specs_records
from .merge import merge


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--catalog", type=pathlib.Path, default=CATALOG, help="the catalog to merge into (default data/devices.json)"
    )
    parser.add_argument(
        "--embed",
        type=pathlib.Path,
        default=EMBED,
        help="the generated Swift file to regenerate (default the engine's BuiltinCatalogData.swift)",
    )
    parser.add_argument("--no-embed", action="store_true", help="do not regenerate the embedded catalog")
    parser.add_argument(
        "--replace",
        action="store_true",
        help="replace first-hand values a record contradicts (default: refuse the whole merge)",
    )
    parser.add_argument("--dry-run", action="store_true", help="check and print the changes, write nothing")


def main(argv: "list[str] | None" = None) -> int:
    parser = argparse.ArgumentParser(prog="catalog_refresh", description=(package_doc or "").splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    merge_parser = commands.add_parser("merge", help="merge probe records (schemas/probe-record.schema.json)")
    merge_parser.add_argument("records", nargs="+", type=pathlib.Path, help="record files (one record or a list each)")
    _common(merge_parser)
    specs_parser = commands.add_parser("device-specs", help="merge flutter_device_preview device_specs/*.json")
    specs_parser.add_argument("specs", nargs="+", type=pathlib.Path, help="the device_specs directory, or spec files")
    specs_parser.add_argument("--commit", required=True, help="the flutter_device_preview commit the specs are from")
    specs_parser.add_argument(
        "--os", required=True, dest="os_version", help="the OS version its simulator probe ran (e.g. 27.0)"
    )
    specs_parser.add_argument("--xcode", help="the Xcode version that ran it")
    specs_parser.add_argument(
        "--repo", default=DEVICE_SPECS_REPO, help=f"owner/name for the source (default {DEVICE_SPECS_REPO})"
    )
    specs_parser.add_argument(
        "--skip-unknown", action="store_true", help="skip Apple specs that name no catalog device"
    )
    specs_parser.add_argument(
        "--records-out", type=pathlib.Path, help="also write the records made, one file per spec, here"
    )
    _common(specs_parser)
    args = parser.parse_args(argv)
    embed = None if args.no_embed else args.embed
    try:
        if args.command == "merge":
            records = read_documents(args.records)
        else:
            catalog = Catalog.load(args.catalog)
            records, skipped = device_specs_records(
                args.specs, catalog, args.commit, args.os_version, args.xcode, args.repo, args.skip_unknown
            )
            for line in skipped:
                print(f"skipped {line}", file=sys.stderr)
            if args.records_out:
                args.records_out.mkdir(parents=True, exist_ok=True)
                for label, record in records:
                    name = pathlib.Path(label).name
                    (args.records_out / name).write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8")
        merge(records, args.catalog, embed, args.replace, args.dry_run)
    except InputError as error:
        print(f"refused, {args.catalog} unchanged:\n{error}", file=sys.stderr)
        return 2
    except Contradiction as error:
        print(f"refused, {args.catalog} unchanged: contradicts the catalog:\n{error}", file=sys.stderr)
        return 1
    return 0
