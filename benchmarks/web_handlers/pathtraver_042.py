from pathlib import Path

from fastapi import Cookie, FastAPI

app = FastAPI()

TEMPLATES = "/srv/app/templates"


@app.get("/template-source")
def template_source(template: str = Cookie(default="")):
    """Template source."""
    template = "{}".format(template).strip()
    target = (Path(TEMPLATES) / template).resolve()
    return {"source": target.read_text()}
