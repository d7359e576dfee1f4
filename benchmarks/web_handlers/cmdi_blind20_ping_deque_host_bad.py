import collections
import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/ping")
def ping():
    queue = collections.deque(["-c", "1"])
    queue.append(request.args.get("host", "127.0.0.1"))
    cmd = "ping " + " ".join(queue)
    status = os.system(cmd)
    return {"status": status}
