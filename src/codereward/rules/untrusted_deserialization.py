"""CR235: untrusted input deserialized with pickle, marshal or an unsafe loader."""

from __future__ import annotations

import ast

from codereward.findings import Characteristic, Severity
from codereward.rules.analysis import Flow, argument, constant_value, qualified_name, safe_yaml_load
from codereward.rules.base import TaintRule, register
from codereward.snippet import Snippet


def _safe_yaml(snippet: Snippet, node: ast.AST) -> bool:
    """``yaml.load(data, Loader=yaml.SafeLoader)``: the flow reaches a loader that runs nothing."""
    return isinstance(node, ast.Call) and safe_yaml_load(snippet, node)

#: loaders that unpickle only when a flag says so: the flag, its position, and the value
#: that turns unpickling on (``numpy.load(f, allow_pickle=True)``, ``torch.load(f, weights_only=False)``;
#: their defaults load plain arrays and tensors)
PICKLE_FLAGS: dict[str, tuple[str, int | None, bool]] = {"numpy.load": ("allow_pickle", 2, True),
                                                          "torch.load": ("weights_only", None, False)}


def _pickle_off(snippet: Snippet, node: ast.AST) -> bool:
    """A ``PICKLE_FLAGS`` loader whose flag is not provably set to unpickle."""
    if not isinstance(node, ast.Call):
        return False
    flag = PICKLE_FLAGS.get(qualified_name(snippet, node.func) or "")
    if flag is None:
        return False
    keyword, position, unsafe = flag
    given = argument(node, position, keyword) if position is not None else next(
        (item.value for item in node.keywords if item.arg == keyword), None)
    return given is None or constant_value(snippet, given) is not unsafe


@register
class UntrustedDeserialization(TaintRule):
    """## What it does
    Reports untrusted data (a request body, a cookie, an uploaded file, a socket, a
    command-line argument) given to `pickle.loads`/`load`, `marshal.loads`, `dill.loads`,
    `jsonpickle.decode`, `pandas.read_pickle`, `joblib.load`, `shelve.open`,
    `numpy.load(..., allow_pickle=True)`, `torch.load(..., weights_only=False)`, or to
    `yaml.load`/`load_all`/`full_load`/`unsafe_load` without a safe loader
    (`Loader=yaml.SafeLoader`, `CSafeLoader`, `BaseLoader`; `yaml.safe_load` is safe).
    The loader is followed through names, the object's fields, `getattr(yaml, name)` and a
    module-level settings object's class attribute (`Loader=self.loader` with `self.loader =
    getattr(yaml, settings.yaml_loader)` and `yaml_loader: str = "SafeLoader"` is safe).
    Data whose MAC the server checked with its key before loading it (an early return on
    `hmac.compare_digest` failing) is its own: only what it serialized passes.

    Source-to-sink tracking (shared by the injection rules): sanitizers on the way
    and allow-list checks (`if value in ALLOWED:`) end the flow. Data that provably
    never came from outside (made by `pickle.dumps` in the handler, a constant, a
    branch a constant condition never takes) is not reported: deserializing it is
    not CWE-502. ruff's S301/S302/S506, which report every call, are kept only where
    the data's origin is unknown (a library function's parameter), and dropped in a
    request handler where the tracking finds nothing from outside.

    ## Why is this bad?
    Unpickling runs whatever the data says to run (`__reduce__`): the sender executes
    code in the process (deserialization of untrusted data).

    ## Example
    ```python
    import pickle
    from flask import Flask, request

    app = Flask(__name__)

    @app.post("/load")
    def load():
        return str(pickle.loads(request.data))
    ```

    ## Use instead
    ```python
    import json
    from flask import Flask, request

    app = Flask(__name__)

    @app.post("/load")
    def load():
        return str(json.loads(request.data))
    ```
    """

    id = "CR235"
    name = "untrusted-deserialization"
    characteristic = Characteristic.SECURITY
    cwe = 502
    severity = Severity.CRITICAL
    message = "Untrusted input deserialized with pickle, marshal or an unsafe loader"
    kinds = ('deserialization',)
    advice = 'exchange data as JSON (`json.loads`)'

    def keeps(self, snippet: Snippet, flow: Flow) -> bool:
        return not _safe_yaml(snippet, flow.node) and not _pickle_off(snippet, flow.node)
