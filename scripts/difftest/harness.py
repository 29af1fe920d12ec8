"""Running both parsers on inputs and comparing what they say."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from typing import Callable, TypeVar

from graphql import parse
from graphql.error import GraphQLSyntaxError


@dataclass(frozen=True)
class Result:
    status: str  # "accept", "reject" or "crash"
    line: int = 0
    column: int = 0
    message: str = ""

    def describe(self) -> str:
        if self.status == "accept":
            return "accepted"
        if self.status == "crash":
            return f"CRASH {self.message}"
        return f"{self.message} @ {self.line}:{self.column}"


T = TypeVar("T")


def allow_deep_recursion() -> None:
    """Room for graphql-core's recursion on deep nesting and long fragment chains (threads
    started from now on get a 1 GiB stack)."""
    sys.setrecursionlimit(1_000_000)
    threading.stack_size(1024 * 1024 * 1024)


def on_big_stack(function: Callable[[], T]) -> T:
    """`function()` run on a thread with a big stack; what it raises is raised here."""
    allow_deep_recursion()
    outcome: list[tuple[bool, object]] = []

    def run() -> None:
        try:
            outcome.append((True, function()))
        except BaseException as error:  # handed to the caller's thread
            outcome.append((False, error))

    worker = threading.Thread(target=run)
    worker.start()
    worker.join()
    succeeded, value = outcome[0]
    if not succeeded:
        raise value  # type: ignore[misc]
    return value  # type: ignore[return-value]


def spec_location(body: str, position: int) -> tuple[int, int]:
    """Line and column (in code points) of ``position``, as graphql-js computes it.

    Only ``\\r\\n``, ``\\n`` and ``\\r`` end lines (GraphQL LineTerminator).
    graphql-core's ``Source.get_location`` uses ``str.splitlines()`` instead,
    which also splits at U+000B, U+000C, U+001C..U+001E, U+0085, U+2028 and
    U+2029, and which drops a final empty line (so a position just after a
    line terminator is reported at the end of the previous line).
    """
    line, line_start, i = 1, 0, 0
    while i < position:
        char = body[i]
        if char == "\n" or char == "\r":
            if char == "\r" and i + 1 < position and body[i + 1] == "\n":
                i += 1
            line += 1
            line_start = i + 1
        i += 1
    return line, position - line_start + 1


@dataclass(frozen=True)
class Reference:
    result: Result
    raw_location: tuple[int, int] | None  # graphql-core's own .locations[0]


def reference_parse(text: str, raw_locations: bool = False) -> Reference:
    try:
        parse(text)
    except GraphQLSyntaxError as error:
        message = error.message.removeprefix("Syntax Error: ")
        raw = error.locations[0] if error.locations else None
        raw_loc = (raw.line, raw.column) if raw else None
        if raw_locations and raw_loc:
            line, column = raw_loc
        else:
            line, column = spec_location(text, error.positions[0])
        return Reference(Result("reject", line, column, message), raw_loc)
    except Exception as error:  # graphql-core bugs, e.g. IndexError at end of input
        return Reference(Result("crash", message=f"{type(error).__name__}: {error}"), None)
    return Reference(Result("accept"), None)


class Binary:
    """Runs `relay-swift-compiler parse --format json` over batches of files."""

    def __init__(self, path: str, timeout: float = 300.0):
        self.path = os.path.abspath(path)
        self.timeout = timeout
        self.workdir = tempfile.mkdtemp(prefix="parser-difftest-")
        self.invocations = 0
        # Files that got an error diagnostic from a run that still exited 0.
        self.exit_zero_with_errors: list[str] = []
        self._texts: dict[str, str] = {}

    def exit_status(self, text: str) -> tuple[int, list[str]]:
        """Run the binary on one input; return its exit status and stdout lines."""
        names = self._write_one(text)
        proc = self._spawn(names)
        out, _err = proc.communicate(timeout=self.timeout)
        return proc.returncode, [l for l in out.decode("utf-8", "replace").split("\n") if l]

    def _write_one(self, text: str) -> list[str]:
        for name in os.listdir(self.workdir):
            os.unlink(os.path.join(self.workdir, name))
        return self._write([text])

    def close(self) -> None:
        shutil.rmtree(self.workdir, ignore_errors=True)

    def _write(self, texts: list[str]) -> list[str]:
        names = []
        self._texts = {}
        for index, text in enumerate(texts):
            name = f"in{index:05d}.graphql"
            self._texts[name] = text
            with open(os.path.join(self.workdir, name), "wb") as f:
                f.write(text.encode("utf-8"))
            names.append(name)
        return names

    def start(self, texts: list[str]) -> "PendingRun":
        """Write the inputs and start the binary; collect with ``.wait()``."""
        for name in os.listdir(self.workdir):
            os.unlink(os.path.join(self.workdir, name))
        names = self._write(texts)
        return PendingRun(self, names)

    def _spawn(self, names: list[str]) -> subprocess.Popen:
        # The binary is replaced by new builds from time to time; retry briefly if
        # it is missing or busy at the moment we start it.
        for attempt in range(60):
            try:
                self.invocations += 1
                return subprocess.Popen(
                    [self.path, "parse", "--format", "json", *names],
                    cwd=self.workdir, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                )
            except OSError:
                if attempt == 59:
                    raise
                time.sleep(2)
        raise AssertionError("unreachable")

    def _collect(self, proc: subprocess.Popen, names: list[str]) -> list[Result] | None:
        """Results per file, or None if the process crashed or hung."""
        try:
            out, _err = proc.communicate(timeout=self.timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate()
            return None
        if proc.returncode not in (0, 1):
            return None
        first_error: dict[str, Result] = {}
        # Split on "\n" only: messages may quote U+2028, U+0085 etc. verbatim.
        for line in out.decode("utf-8", "replace").split("\n"):
            line = line.strip()
            if not line:
                continue
            try:
                diag = json.loads(line)
            except json.JSONDecodeError:
                return None
            if diag.get("severity") != "error":
                continue
            file = os.path.basename(diag["file"])
            if file not in first_error:
                first_error[file] = Result("reject", diag["line"], diag["column"], diag["message"])
        if proc.returncode == 1 and not first_error:
            return None
        if proc.returncode == 0 and first_error and len(self.exit_zero_with_errors) < 50:
            self.exit_zero_with_errors.extend(self._texts[name] for name in first_error)
        return [first_error.get(name, Result("accept")) for name in names]

    def _run_names(self, names: list[str]) -> list[Result]:
        results = self._collect(self._spawn(names), names)
        if results is not None:
            return results
        if len(names) == 1:
            return [Result("crash", message="binary crashed, hung or printed garbage")]
        middle = len(names) // 2
        return self._run_names(names[:middle]) + self._run_names(names[middle:])


class PendingRun:
    def __init__(self, binary: Binary, names: list[str]):
        self.binary = binary
        self.names = names
        self.proc = binary._spawn(names)

    def wait(self) -> list[Result]:
        results = self.binary._collect(self.proc, self.names)
        if results is None:  # isolate the culprit(s)
            results = self.binary._run_names(self.names)
        return results


# -- comparison ----------------------------------------------------------------

AGREE = "agree"
WE_REJECT_VALID = "we reject, reference accepts"
WE_ACCEPT_INVALID = "we accept, reference rejects"
WE_ACCEPT_REF_CRASH = "we accept, reference crashed"
LOCATION = "location differs"
WE_CRASH = "our binary crashed"

ACCEPT_REJECT_KINDS = (WE_REJECT_VALID, WE_ACCEPT_INVALID, WE_ACCEPT_REF_CRASH)


def classify(ref: Result, ours: Result) -> str:
    if ours.status == "crash":
        return WE_CRASH
    if ref.status == "crash":
        return AGREE if ours.status == "reject" else WE_ACCEPT_REF_CRASH
    if ref.status != ours.status:
        return WE_REJECT_VALID if ours.status == "reject" else WE_ACCEPT_INVALID
    if ref.status == "reject" and (ref.line, ref.column) != (ours.line, ours.column):
        return LOCATION
    return AGREE


# From the first quote to the last: quoted token values may contain quotes.
_QUOTED = re.compile(r"""['"].*['"]|U\+[0-9A-F]{4,6}""", re.DOTALL)


def message_template(message: str) -> str:
    """A message with its specifics (quoted tokens, code points) blanked out."""
    return _QUOTED.sub("_", message)


def signature(kind: str, ref: Result, ours: Result) -> tuple[str, str, str]:
    """What makes two disagreements 'the same kind' (for grouping and shrinking)."""
    ref_part = message_template(ref.message) if ref.status == "reject" else ref.status
    if ref.status == "crash":
        ref_part = "crash " + ref.message.split(":")[0]
    ours_part = message_template(ours.message) if ours.status == "reject" else ours.status
    if ours_part.startswith("Nesting too deep"):
        # Our parser's nesting limit pre-empts whatever the reference says.
        ref_part = "(any)" if ref.status == "reject" else ref_part
    return kind, ref_part, ours_part
