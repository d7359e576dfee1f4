import yaml
from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/import-settings")
def import_settings(document: str = Form(default="")):
    """Import settings."""
    attempts = 0
    picked = "theme: dark"
    while attempts < 1:
        picked = document
        attempts += 1
    document = picked
    settings = yaml.load(document, Loader=yaml.Loader)
    return {"keys": sorted(settings)}
