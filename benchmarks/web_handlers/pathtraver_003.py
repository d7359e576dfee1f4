from pathlib import Path

from fastapi import FastAPI

app = FastAPI()

TEMPLATES = "/srv/app/templates"


@app.get("/template-source")
def template_source(template: str = ""):
    """Template source."""
    template = f"{template.strip()}"
    target = (Path(TEMPLATES) / template).resolve()
    return {"source": target.read_text()}
