from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()

def page(title: str) -> HTMLResponse:
    return HTMLResponse(f"<html><head><title>{title}</title></head></html>")

@app.get("/page")
def show(title: str = "Home"):
    return page(title)
