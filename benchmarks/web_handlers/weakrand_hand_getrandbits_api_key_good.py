import secrets
from django.http import JsonResponse

def create_api_key(request):
    api_key = secrets.token_hex(8)
    request.user.profile.api_key = api_key
    request.user.profile.save()
    return JsonResponse({"api_key": api_key})
