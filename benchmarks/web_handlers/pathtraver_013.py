import os

from fastapi import FastAPI

app = FastAPI()

REPORTS = "/srv/app/reports"


@app.get("/report")
def report(name: str = ""):
    """Report."""
    queue = ["summary.txt"]
    queue.extend([name, "spare"])
    queue.pop()
    name = queue[-1]
    with open(os.path.join(REPORTS, name)) as handle:
        text = handle.read()
    return {"report": text}
