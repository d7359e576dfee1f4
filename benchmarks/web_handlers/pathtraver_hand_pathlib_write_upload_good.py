from pathlib import Path
from flask import Flask, request

app = Flask(__name__)
UPLOADS = Path("/srv/uploads")

@app.put("/files/<path:name>")
def put_file(name):
    UPLOADS.joinpath(Path(name).name).write_bytes(request.get_data())
    return "", 204
