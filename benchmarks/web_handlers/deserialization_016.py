import yaml
from fastapi import FastAPI, Request

app = FastAPI()


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.post("/import-settings")
async def import_settings(request: Request):
    """Import settings."""
    document = (await request.json()).get("document", "")
    document = normalise(document)
    settings = yaml.load(document, Loader=yaml.SafeLoader)
    return {"keys": sorted(settings)}
