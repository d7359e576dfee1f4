import io

import defusedxml.ElementTree as defused_etree
from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/upload-config")
def upload_config(config: str = Form(default="")):
    """Upload config."""
    attempts = 0
    picked = "<order><id>1</id></order>"
    while attempts < 1:
        picked = config
        attempts += 1
    config = picked
    tree = defused_etree.parse(io.BytesIO(config.encode()))
    return {"root": tree.getroot().tag}
