import yaml
from fastapi import FastAPI, UploadFile

app = FastAPI()


@app.post("/import-settings")
async def import_settings(upload: UploadFile):
    """Import settings."""
    document = (await upload.read()).decode()
    choices = {"fallback": "theme: dark", "requested": document}
    document = choices["fallback"]
    settings = yaml.load(document, Loader=yaml.Loader)
    return {"keys": sorted(settings)}
