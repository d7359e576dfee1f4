import configparser

import yaml
from fastapi import FastAPI, UploadFile

app = FastAPI()


@app.post("/import-settings")
async def import_settings(upload: UploadFile):
    """Import settings."""
    document = (await upload.read()).decode()
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "theme: dark")
    conf.set("lookup", "requested", document)
    document = conf.get("lookup", "requested")
    settings = yaml.load(document, Loader=yaml.SafeLoader)
    return {"keys": sorted(settings)}
