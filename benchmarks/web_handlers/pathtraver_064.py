from pathlib import Path

from fastapi import FastAPI, Request

app = FastAPI()

TEMPLATES = "/srv/app/templates"


@app.get("/template-source")
def template_source(request: Request):
    """Template source."""
    template = dict(request.query_params).get("template", "")
    template = next(part for part in (template, "base.html") if part)
    target = (Path(TEMPLATES) / template).resolve()
    return {"source": target.read_text()}
