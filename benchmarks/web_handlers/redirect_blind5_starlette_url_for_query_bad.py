from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

app = FastAPI()


@app.get("/continue")
def continue_to(request: Request, next: str = "/"):
    target = next
    return RedirectResponse(url=str(target))
