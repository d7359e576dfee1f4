import json

from django.http import HttpResponse


def echo(request):
    payload = json.dumps({"q": request.GET.get("q", "")})
    return HttpResponse(payload, content_type="application/json; charset=utf-8")
