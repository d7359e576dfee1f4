import random

from django.http import JsonResponse
from django.urls import path

API_KEYS = {}


def new_api_key(request):
    """New api key."""
    owner = request.GET.getlist("owner", [""])[0]
    key = str(random.random())[2:] + str(random.random())[2:]
    API_KEYS[key] = owner
    return JsonResponse({"api_key": key})


urlpatterns = [path("new-api-key/", new_api_key)]
