import html

from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/tags", response_class=HTMLResponse)
def tags(names: str = ""):
    return HTMLResponse(render_list(names.split(",")))


def render_list(items):
    rows = []
    for item in items:
        rows.append("<li>{}</li>".format(html.escape(item)))
    return "<ul>" + "".join(rows) + "</ul>"
