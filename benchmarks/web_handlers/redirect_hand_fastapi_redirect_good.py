from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()
ALLOWED = {"/home", "/help"}

@app.get("/out")
def out(url: str):
    if url not in ALLOWED:
        url = "/"
    return RedirectResponse(url)
