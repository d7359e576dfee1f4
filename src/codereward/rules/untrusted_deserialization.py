"""CR235: untrusted input deserialized with pickle, marshal or an unsafe loader."""

from __future__ import annotations

from codereward.findings import Characteristic, Severity
from codereward.rules.base import TaintRule, register


@register
class UntrustedDeserialization(TaintRule):
    """## What it does
    Reports untrusted data (a request body, a socket, a command-line argument) given
    to `pickle.loads`/`load`, `marshal.loads`, `dill.loads`, `jsonpickle.decode`,
    `yaml.unsafe_load` or `shelve.open`.

    Source-to-sink tracking (shared by the injection rules): sanitizers on the way
    and allow-list checks (`if value in ALLOWED:`) end the flow.

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
