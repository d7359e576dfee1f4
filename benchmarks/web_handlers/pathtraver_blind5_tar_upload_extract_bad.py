import tarfile

from flask import Flask, request

app = Flask(__name__)


@app.post("/bundles")
def upload_bundle():
    with tarfile.open(fileobj=request.files["bundle"].stream, mode="r:gz") as archive:
        archive.extractall("/srv/bundles")
    return "unpacked"
