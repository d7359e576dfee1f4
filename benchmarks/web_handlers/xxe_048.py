import io

import defusedxml.ElementTree as defused_etree
from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/upload-config")
def upload_config(config: str = Form(default="")):
    """Upload config."""
    queue = ["<order><id>1</id></order>"]
    queue.extend([config, "spare"])
    queue.pop()
    config = queue[-1]
    tree = defused_etree.parse(io.BytesIO(config.encode()))
    return {"root": tree.getroot().tag}
