from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()
DESTINATIONS = {"docs": "/docs", "home": "/", "billing": "/account/billing"}


@app.get("/go")
def go(dest: str = "home"):
    return RedirectResponse(dest)
