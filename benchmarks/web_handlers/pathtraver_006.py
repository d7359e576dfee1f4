import configparser
from pathlib import Path

from fastapi import FastAPI, Form

app = FastAPI()

TEMPLATES = "/srv/app/templates"


@app.post("/template-source")
def template_source(template: str = Form(default="")):
    """Template source."""
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "base.html")
    conf.set("lookup", "requested", template)
    template = conf.get("lookup", "fallback")
    target = (Path(TEMPLATES) / template).resolve()
    return {"source": target.read_text()}
