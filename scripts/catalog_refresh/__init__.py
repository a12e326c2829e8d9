"""Merges probe records into data/devices.json as measured values, then regenerates the embedded catalog.

A probe record (schemas/probe-record.schema.json) is what one run of a probe read from UIKit on one
device and OS build. Each record is validated (the schema, then against the catalog: a known model
identifier, the device's own screen, insets that leave a safe area, one record per device and OS
version) and merged into the device's OS line that covers its version:

- a version after the device's newest line adds a line from that version to the end of its major
  release (and, when earlier versions of that release are not covered, a derived line before it
  carried from the probe);
- a version inside a line gives the probe's values to the part of the line from that version on,
  split from the rest, as `measured` with the record's source; values the line already has
  first-hand (measured or documented) must agree, otherwise the record is refused as a
  contradiction unless --replace is given;
- a record that agrees with first-hand values changes nothing.

Merged values are written in the one fact form (docs/catalog.md, "Sources"): `source` is the key of
data/sources.json that holds the record's source (its address, or its repository and commit; a pull
request or issue URL names its repository's only key), `citation` the words answers quote (the
record's source and what ran it: tool, Xcode, runtime, OS). A record whose source the registry does
not hold is refused: register the repository and commit there first, so that a new commit of a
probe is a new key (next September's refresh adds one).

Everything is checked before anything is written; on any error data/devices.json is left untouched
and each error names the record and the field. The catalog and the embedded Swift file are written
through temporary files and renamed into place.

The `device-specs` command reads aloisdeniel/flutter_device_preview's device_specs/*.json (its
iOS-simulator probe) into the same records and merges them: next September's refresh is
    python3 scripts/catalog_refresh device-specs CHECKOUT/device_specs --commit SHA --os 27.0 --xcode 27.0
Needs jsonschema (scripts/requirements-catalog.txt).

One module per job: `versions` (OS versions as the engine reads them), `catalog` (the catalog and the
records read), `probe` (one record against its device), `merge` (into the OS lines, checked, written),
`device_specs` (flutter_device_preview's specs as records) and `cli` (the command line; `__main__` runs
it). The package lives in scripts/ beside embed_data.py, which it imports.
"""
