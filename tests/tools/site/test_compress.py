"""Precompressed copies (tools/site/compress.py): written beside a file only when they
save something, and exactly the file once decoded."""

from __future__ import annotations

import gzip
import random

import brotli
import pytest

from tools.site import compress


def test_text_gets_both_copies_that_decode_to_it(tmp_path):
    text = ("def play(card):\n    return card.cost\n" * 400).encode()
    (tmp_path / "app.js").write_bytes(text)
    sizes = compress.precompress(tmp_path, ["app.js"])
    assert gzip.decompress((tmp_path / "app.js.gz").read_bytes()) == text
    assert sizes["app.js"]["identity"] == len(text)
    assert sizes["app.js"]["gzip"] < len(text) / 5
    assert brotli.decompress((tmp_path / "app.js.br").read_bytes()) == text
    assert sizes["app.js"]["br"] <= sizes["app.js"]["gzip"]


def test_the_build_extra_brings_brotli():
    """pyproject.toml's build extra declares brotli and build.py installs it into the
    project's .venv: the build writes .br copies on every machine, not only where
    someone once installed brotli by hand."""
    assert compress.available() == ["br", "gzip"]
    assert compress.summary().startswith("precompressed: .br (brotli ")


def test_incompressible_and_compressed_files_are_served_as_they_are(tmp_path):
    noise = random.Random(4).randbytes(20_000)
    (tmp_path / "noise.bin").write_bytes(noise)
    (tmp_path / "snapshot.gz").write_bytes(b"x" * 20_000)  # gzip already: never again
    sizes = compress.precompress(tmp_path, ["noise.bin", "snapshot.gz"])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["noise.bin", "snapshot.gz"]
    assert sizes == {"noise.bin": {"identity": 20_000}, "snapshot.gz": {"identity": 20_000}}


@pytest.mark.parametrize("coding", ["gzip", "br", "identity"])
def test_transfer_size_falls_back_to_the_file(coding):
    sizes = {"identity": 1000, "gzip": 300}
    assert compress.transfer_size(sizes, coding) == (300 if coding == "gzip" else 1000)
