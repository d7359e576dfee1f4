import os

from fastapi import FastAPI

app = FastAPI()

REPORTS = "/srv/app/reports"


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.get("/report")
def report(name: str = ""):
    """Report."""
    name = normalise(name)
    with open(os.path.join(REPORTS, name)) as handle:
        text = handle.read()
    return {"report": text}
