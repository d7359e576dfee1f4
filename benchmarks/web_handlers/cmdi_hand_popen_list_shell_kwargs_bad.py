import subprocess
from fastapi import FastAPI, Query

app = FastAPI()
OPTIONS = {"shell": True, "text": True}

@app.get("/whois")
def whois(domain: str = Query(...)):
    return {"out": subprocess.check_output("whois " + domain, **OPTIONS)}
