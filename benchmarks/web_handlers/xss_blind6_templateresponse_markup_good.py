from fastapi import FastAPI, Request
from fastapi.templating import Jinja2Templates
from markupsafe import Markup

app = FastAPI()
templates = Jinja2Templates(directory="templates")


@app.get("/search")
def search(request: Request, q: str = ""):
    return templates.TemplateResponse("search.html", {"request": request, "query": q})
