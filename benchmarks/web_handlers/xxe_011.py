import io

import defusedxml.ElementTree as defused_etree
from fastapi import FastAPI

app = FastAPI()


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.get("/upload-config")
def upload_config(config: str = ""):
    """Upload config."""
    config = normalise(config)
    tree = defused_etree.parse(io.BytesIO(config.encode()))
    return {"root": tree.getroot().tag}
