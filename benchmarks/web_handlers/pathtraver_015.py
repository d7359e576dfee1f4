from pathlib import Path

from fastapi import FastAPI, HTTPException

app = FastAPI()

TEMPLATES = "/srv/app/templates"


@app.get("/template-source")
def template_source(template: str = ""):
    """Template source."""
    template = f"{template.strip()}"
    target = (Path(TEMPLATES) / template).resolve()
    if not target.is_relative_to(Path(TEMPLATES).resolve()):
        raise HTTPException(status_code=403, detail="forbidden")
    return {"source": target.read_text()}
