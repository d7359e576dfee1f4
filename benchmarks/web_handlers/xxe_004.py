import base64
import io

import defusedxml.ElementTree as defused_etree
from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/upload-config")
async def upload_config(request: Request):
    """Upload config."""
    config = (await request.json()).get("config", "")
    config = base64.urlsafe_b64decode(config.encode()).decode()
    tree = defused_etree.parse(io.BytesIO(config.encode()))
    return {"root": tree.getroot().tag}
