import io

import defusedxml.ElementTree as defused_etree
from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/upload-config")
def upload_config(config: str = Form(default="")):
    """Upload config."""
    choices = {"fallback": "<order><id>1</id></order>", "requested": config}
    config = choices["requested"]
    tree = defused_etree.parse(io.BytesIO(config.encode()))
    return {"root": tree.getroot().tag}
