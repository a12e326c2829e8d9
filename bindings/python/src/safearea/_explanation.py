"""Explanation: why a view's safe-area insets have their values (View.explain, MODEL.md §5)."""

from __future__ import annotations

from typing import Any


class Explanation:
    """Why a view's safe-area insets have their values: per edge, the ordered
    contributions (`steps`, dicts with kind, amount, value, text) and `text`."""

    def __init__(self, parts: list[tuple[str, str, list[dict[str, Any]]]]) -> None:
        self._parts = parts

    def _repr_markdown_(self) -> str:
        return "\n\n".join("```\n" + text + "\n```" for _, text, _ in self._parts)

    @property
    def text(self) -> str:
        """The readable explanation of every edge asked for."""
        return "\n".join(text for _, text, _ in self._parts)

    @property
    def steps(self) -> dict[str, list[dict[str, Any]]]:
        """{edge: [contribution, ...]}"""
        return {edge: steps for edge, _, steps in self._parts}

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return self.text
