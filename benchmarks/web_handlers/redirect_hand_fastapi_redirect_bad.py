from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()

@app.get("/out")
def out(url: str):
    return RedirectResponse(url)
