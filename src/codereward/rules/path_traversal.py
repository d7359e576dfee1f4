"""CR220: untrusted input used as a file path."""

from __future__ import annotations

from codereward.findings import Characteristic, Severity
from codereward.rules.base import TaintRule, register


@register
class PathTraversal(TaintRule):
    """## What it does
    Reports data from a request or a socket that reaches a file-system call as (part of) its path: `open`, `os.remove`,
    `os.unlink`, `shutil.rmtree`, `shutil.copy`, `os.listdir`, Flask's `send_file`, a
    `pathlib.Path`'s `read_text`/`write_bytes`/`unlink`/`open("rb")`... and the like, also through
    `os.path.join` and through the snippet's own helper functions. `os.path.basename`,
    `secure_filename`, `safe_join` and the text after the last `/` (`name.rsplit("/", 1)[-1]`)
    end the flow, and so does a check that the resolved
    path stays under its root (`if not os.path.realpath(p).startswith(ROOT): abort(403)`,
    `Path.resolve().is_relative_to(ROOT)`); a prefix check of a path not resolved first
    does not (`ROOT + "/../etc/passwd"` starts with `ROOT`).

    Source-to-sink tracking (shared by the injection rules): sanitizers on the way
    and allow-list checks (`if value in ALLOWED:`) end the flow.

    ## Why is this bad?
    A path such as `../../etc/passwd` or `/home/app/.ssh/id_rsa` escapes the directory
    the code meant to serve: the client reads, overwrites or deletes any file the process
    can reach (path traversal).

    ## Example
    ```python
    from flask import Flask, request

    app = Flask(__name__)

    @app.route("/read")
    def read():
        with open("/srv/data/" + request.args["name"]) as handle:
            return handle.read()
    ```

    ## Use instead
    ```python
    from flask import Flask, request
    from werkzeug.utils import secure_filename

    app = Flask(__name__)

    @app.route("/read")
    def read():
        with open("/srv/data/" + secure_filename(request.args["name"])) as handle:
            return handle.read()
    ```
    """

    id = "CR220"
    name = "path-traversal"
    characteristic = Characteristic.SECURITY
    cwe = 22
    severity = Severity.HIGH
    message = "Untrusted input used as a file path"
    kinds = ('path',)
    advice = 'strip directories with `os.path.basename` or `secure_filename`, or check the path against an allow-list'
